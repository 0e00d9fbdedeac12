import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { platformAsset } from '../../../lib/config.ts';
import { platform } from '../../../lib/platform.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { openRoom, useChatModels, type ChatModel } from '../api/chat-api.ts';
import './chat.css';
import '../../../components/ui/money-ui.css';

/**
 * The chat room (spec §2 modals, §7 CBS_modelList / CBS_launchChat): the live hosts with who is online and how many
 * watch; entering a room asks the platform for its address (a single-use ticket). On the web the room opens inside
 * this popup; on the desktop in the customer-service window (440x750), which only opens the platform's own rooms.
 */
export function ChatRoomModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('support');
  const language = useLanguage();
  const models = useChatModels(language);
  const [room, setRoom] = useState<{ model: ChatModel; url: string } | null>(null);
  const launch = useMutation({
    mutationFn: (model: ChatModel) =>
      openRoom(model.modelId, language).then((answer) => ({ model, url: answer.url })),
    onSuccess: (opened) => {
      if (platform.runtime === 'desktop') {
        platform.openCustomerService(opened.url);
        onClose();
      } else setRoom(opened);
    },
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={room ? t('chat.roomTitle', { name: room.model.nickname }) : t('chat.title')}
      size="large"
    >
      {room ? (
        <div className="chat-room">
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setRoom(null)}>
            {t('chat.back')}
          </button>
          <iframe
            className="chat-room__frame"
            src={room.url}
            title={t('chat.roomTitle', { name: room.model.nickname })}
            sandbox="allow-scripts allow-same-origin allow-forms"
            referrerPolicy="no-referrer"
          />
        </div>
      ) : (
        <>
          <p className="m-muted">{t('chat.intro')}</p>
          {models.isPending ? <p className="m-muted">{t('chat.loading')}</p> : null}
          {models.isError ? (
            <p className="m-error" role="alert">
              {errorText(models.error)}
            </p>
          ) : null}
          {launch.isError ? (
            <p className="m-error" role="alert">
              {errorText(launch.error)}
            </p>
          ) : null}
          {models.data && models.data.length === 0 ? <p className="m-empty">{t('chat.none')}</p> : null}
          <ul className="chat-hosts" aria-label={t('chat.hosts')}>
            {(models.data ?? []).map((model) => (
              <li key={model.modelId} className="chat-host" aria-labelledby={`host-${model.modelId}`}>
                <img
                  src={platformAsset(model.avatarUrl)}
                  alt=""
                  width="56"
                  height="56"
                  className="chat-host__avatar"
                />
                <div className="chat-host__info">
                  <strong id={`host-${model.modelId}`}>{model.nickname}</strong>
                  <span
                    className={model.online ? 'chat-host__state chat-host__state--on' : 'chat-host__state'}
                  >
                    {model.online ? t('chat.online', { count: model.viewers }) : t('chat.offline')}
                  </span>
                </div>
                <button
                  type="button"
                  className="btn btn--primary btn--small"
                  disabled={!model.online || launch.isPending}
                  onClick={() => launch.mutate(model)}
                >
                  {t('chat.enter', { name: model.nickname })}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
