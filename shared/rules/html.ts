/**
 * Text made safe inside HTML, in an element or a quoted attribute: the one escaping of every page the platform writes
 * (game pages, chat rooms, inbox messages, the home page's first view).
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => {
    switch (char) {
      case '&':
        return '&amp;';
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '"':
        return '&quot;';
      default:
        return '&#39;';
    }
  });
}
