import { Blog } from '../../features/site/components/blog.tsx';
import type { ScreenProps } from './screen-props.ts';

/** Blog and news: the list, and an article at /blog?slug=<slug>. */
export default function BlogScreen(_props: ScreenProps) {
  return <Blog />;
}
