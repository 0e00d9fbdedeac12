import { useState } from 'react';
import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { messageCategories, type InboxMessage, type MessageCategory } from '../../../../shared/api/inbox.ts';
import { useUnreadCount } from '../../../api/get-unread-count.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import {
  useDeleteMessage,
  useMessagePrefs,
  useMessages,
  useReadAll,
  useReadMessage,
  useSetMessagePrefs,
  type InboxFilter,
} from '../api/messages-api.ts';
import './inbox.css';
import '../../../components/ui/money-ui.css';

function MessageItem({
  message,
  open,
  onToggle,
  onDelete,
}: {
  message: InboxMessage;
  open: boolean;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('messages');
  const language = useLanguage();
  const read = useReadMessage();
  const bodyId = `message-${message.messageId}`;
  return (
    <li className={message.read ? 'inbox__item' : 'inbox__item inbox__item--unread'} data-testid="inbox-item">
      <h2 className="inbox__heading">
        <button
          type="button"
          className="inbox__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => {
            onToggle();
            if (!open && !message.read) read.mutate({ messageId: message.messageId, read: true });
          }}
        >
          {message.read ? null : (
            <span className="inbox__dot" role="img" aria-label={t('inbox.unreadMark')} />
          )}
          <span className="inbox__title">{message.title}</span>
          <span className="m-badge inbox__category">{t(`categories.${message.category}`)}</span>
          <time className="inbox__time" dateTime={message.createdTime}>
            {formatDateTime(message.createdTime, language)}
          </time>
        </button>
      </h2>
      {open ? (
        <div id={bodyId} className="inbox__body">
          <SafeHtml html={message.content} className="rich-text" />
          <div className="inbox__actions">
            {message.link ? (
              <Link className="btn btn--primary btn--small" to={message.link}>
                {t('inbox.open')}
              </Link>
            ) : null}
            <button
              type="button"
              className="btn btn--ghost btn--small"
              onClick={() => read.mutate({ messageId: message.messageId, read: !message.read })}
            >
              {message.read ? t('inbox.markUnread') : t('inbox.markRead')}
            </button>
            <button type="button" className="btn btn--ghost btn--small" onClick={onDelete}>
              {t('inbox.delete')}
            </button>
          </div>
        </div>
      ) : null}
    </li>
  );
}

function MarketingPreference() {
  const { t } = useTranslation('messages');
  const prefs = useMessagePrefs();
  const save = useSetMessagePrefs();
  if (!prefs.data) return null;
  return (
    <label className="inbox__pref">
      <input
        type="checkbox"
        checked={!prefs.data.marketingOptOut}
        disabled={save.isPending}
        onChange={(event) =>
          save.mutate(!event.target.checked, {
            onSuccess: () => toast.success(t('inbox.prefsSaved')),
            onError: (error) => toast.error(errorText(error)),
          })
        }
      />
      {t('inbox.marketing')}
    </label>
  );
}

/**
 * The inbox (member centre `messageV2`, "platform information"): the member's messages newest first, by category or
 * unread only; a message opens in place (and counts as read), can be marked unread again, deleted, or lead to the
 * screen it is about. Mark all read; the promotional-messages preference. The unread count is the shared one
 * (api/get-unread-count.ts) the badges show, kept current by the live-update channel.
 */
export function Inbox() {
  const { t } = useTranslation('messages');
  const [filter, setFilter] = useState<InboxFilter>({ category: null, unreadOnly: false, page: 1 });
  const [openId, setOpenId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<InboxMessage | null>(null);
  const messages = useMessages(filter);
  const unread = useUnreadCount().data ?? 0;
  const readAll = useReadAll();
  const remove = useDeleteMessage();
  const list = messages.data?.content ?? [];

  const choose = (category: MessageCategory | null) => {
    setFilter((f) => ({ ...f, category, page: 1 }));
    setOpenId(null);
  };

  return (
    <section className="m-panel inbox" aria-labelledby="inbox-title">
      <header className="inbox__head">
        <div>
          <h1 id="inbox-title" className="m-panel__title">
            {t('inbox.title')}
          </h1>
          <p className="m-muted" data-testid="inbox-unread">
            {unread === 0 ? t('inbox.allRead') : t('inbox.unread', { count: unread })}
          </p>
        </div>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          disabled={unread === 0 || readAll.isPending}
          onClick={() => readAll.mutate(undefined, { onError: (error) => toast.error(errorText(error)) })}
        >
          {t('inbox.readAll')}
        </button>
      </header>

      <div className="inbox__filters">
        <ul className="m-chips" aria-label={t('inbox.filters')}>
          {[null, ...messageCategories].map((category) => (
            <li key={category ?? 'ALL'}>
              <button
                type="button"
                className="m-chip"
                aria-pressed={filter.category === category}
                onClick={() => choose(category)}
              >
                {category ? t(`categories.${category}`) : t('inbox.all')}
              </button>
            </li>
          ))}
        </ul>
        <label className="inbox__pref">
          <input
            type="checkbox"
            checked={filter.unreadOnly}
            onChange={(event) => setFilter((f) => ({ ...f, unreadOnly: event.target.checked, page: 1 }))}
          />
          {t('inbox.unreadOnly')}
        </label>
      </div>

      {messages.isPending ? <p className="m-muted">{t('inbox.loading')}</p> : null}
      {messages.isError ? (
        <p className="m-error" role="alert">
          {errorText(messages.error)}
        </p>
      ) : null}
      {messages.isSuccess && list.length === 0 ? <p className="m-empty">{t('inbox.empty')}</p> : null}
      {list.length > 0 ? (
        <ul className="inbox__list" aria-label={t('inbox.listLabel')}>
          {list.map((message) => (
            <MessageItem
              key={message.messageId}
              message={message}
              open={openId === message.messageId}
              onToggle={() => setOpenId((id) => (id === message.messageId ? null : message.messageId))}
              onDelete={() => setDeleting(message)}
            />
          ))}
        </ul>
      ) : null}
      <Pager
        page={filter.page}
        totalPages={messages.data?.totalPages ?? 0}
        onChange={(page) => setFilter((f) => ({ ...f, page }))}
        of={t('inbox.title')}
      />
      <MarketingPreference />

      <Modal
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('inbox.deleteTitle')}
        size="small"
        footer={
          <>
            <button type="button" className="btn btn--ghost" onClick={() => setDeleting(null)}>
              {t('inbox.cancel')}
            </button>
            <button
              type="button"
              className="btn btn--primary"
              disabled={remove.isPending}
              onClick={() => {
                if (!deleting) return;
                remove.mutate(deleting.messageId, {
                  onSuccess: () => {
                    setDeleting(null);
                    setOpenId(null);
                    toast.success(t('inbox.deleted'));
                  },
                  onError: (error) => toast.error(errorText(error)),
                });
              }}
            >
              {t('inbox.delete')}
            </button>
          </>
        }
      >
        <p>{t('inbox.deleteBody', { title: deleting?.title ?? '' })}</p>
      </Modal>
    </section>
  );
}
