import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { z } from 'zod/mini';
import { createReferralLink, type referralLinkSchema } from '../../../../shared/api/agent.ts';
import { Form, FormMessage, useZodForm } from '../../../components/ui/form/form.tsx';
import { RadioGroupField, TextField } from '../../../components/ui/form/fields.tsx';
import { useFormMutation } from '../../../components/ui/form/refusals.ts';
import { Table } from '../../../components/ui/table.tsx';
import { useSystemStatus } from '../../../api/get-system-status.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { platform } from '../../../lib/platform.ts';
import { qrImage } from '../../../lib/qr.ts';
import { agentApi, agentKeys, useAgentCentre, useReferral } from '../api/agent-api.ts';
import '../../../components/ui/money-ui.css';

type Link = z.infer<typeof referralLinkSchema>;

/** Where invitation links point: this site on the web; the merchant's main domain from the desktop app. */
function useSiteOrigin(): string {
  const main = useSystemStatus().data?.info.mainDomain;
  if (platform.runtime === 'web' || !main) return window.location.origin;
  return main.replace(/\/+$/, '');
}

export function invitationUrl(origin: string, code: string): string {
  return `${origin}/register?referralCode=${encodeURIComponent(code)}`;
}

/** One link with its scannable QR code, copy and share. */
function LinkCard({ link, origin }: { link: Link; origin: string }) {
  const { t } = useTranslation('agent');
  const url = invitationUrl(origin, link.code);
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void qrImage(url).then((image) => {
      if (live) setQr(image);
    });
    return () => {
      live = false;
    };
  }, [url]);
  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(done);
    } catch {
      toast.error(t('referral.copyFailed'));
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: t('referral.shareTitle'), text: t('referral.shareText'), url });
    } catch {
      // the person closed the share sheet
    }
  };
  return (
    <div className="agent-referral">
      {qr ? <img src={qr} alt={t('referral.qrAlt', { code: link.code })} width={180} height={180} /> : null}
      <div className="agent-section">
        <h2 className="m-panel__subtitle">
          {link.primary ? t('referral.primary') : link.label} · {t(`memberTypes.${link.memberType}`)}
        </h2>
        <p className="agent-referral__url" data-testid="referral-url">
          {url}
        </p>
        <p className="m-muted">{t('referral.code', { code: link.code })}</p>
        <div className="agent-actions">
          <button
            type="button"
            className="btn btn--primary btn--small"
            onClick={() => void copy(url, t('referral.linkCopied'))}
          >
            {t('referral.copyLink')}
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() => void copy(link.code, t('referral.codeCopied'))}
          >
            {t('referral.copyCode')}
          </button>
          {typeof navigator.share === 'function' ? (
            <button type="button" className="btn btn--ghost btn--small" onClick={() => void share()}>
              {t('referral.share')}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}

const newLinkValues = z.object({ label: z.string(), memberType: z.enum(['PLAYER', 'AGENT']) });
const newLinkSchema = z.pipe(newLinkValues, createReferralLink.request);

/**
 * Referral (spec §1): the agent's invitation link and QR code, copy and share; registrations through the link (or
 * its code typed as the invitation code) join the agent's team. Each link counts its sign-ups and first deposits;
 * more links (one per campaign, sub-agent links where allowed) can be created.
 */
export function Referral() {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const origin = useSiteOrigin();
  const centre = useAgentCentre().data;
  const query = useReferral();
  const links = query.data?.links ?? [];
  const [shown, setShown] = useState<string | null>(null);
  const current = links.find((link) => link.code === shown) ?? links[0];
  const form = useZodForm(newLinkSchema, { defaultValues: { label: '', memberType: 'PLAYER' } });
  const creation = useFormMutation(form, {
    mutationFn: agentApi.createReferralLink,
    onSuccess: (link) => {
      form.reset({ label: '', memberType: 'PLAYER' });
      setShown(link.code);
      toast.success(t('referral.linkCreated', { label: link.label }));
      void queryClient.invalidateQueries({ queryKey: agentKeys.all });
    },
  });
  return (
    <section className="m-panel" aria-labelledby="referral-title" aria-busy={query.isFetching}>
      <h1 id="referral-title" className="m-panel__title">
        {t('referral.title')}
      </h1>
      <p className="m-muted">{t('referral.intro')}</p>
      {query.error ? (
        <p className="m-error" role="alert">
          {errorText(query.error)}
        </p>
      ) : null}
      {current ? <LinkCard link={current} origin={origin} /> : null}
      <Table
        caption={t('referral.links')}
        captionHidden={false}
        rows={links}
        rowKey={(link) => link.code}
        rowTestId="referral-row"
        columns={[
          {
            header: t('referral.link'),
            rowHeader: true,
            cell: (link) => (
              <button
                type="button"
                className="agent-link-button"
                aria-pressed={link.code === current?.code}
                onClick={() => setShown(link.code)}
              >
                {link.primary ? t('referral.primary') : link.label}
              </button>
            ),
          },
          { header: t('referral.codeColumn'), cell: (link) => link.code },
          { header: t('team.type'), cell: (link) => t(`memberTypes.${link.memberType}`) },
          { header: t('referral.signups'), cell: (link) => link.signups, numeric: true },
          { header: t('referral.firstDeposits'), cell: (link) => link.firstDeposits, numeric: true },
          { header: t('referral.created'), cell: (link) => formatDateTime(link.createdTime, language) },
        ]}
      />
      <Form
        form={form}
        className="form form--row"
        aria-labelledby="referral-new-title"
        onSubmit={creation.submit}
      >
        <h2 id="referral-new-title" className="form__heading form__full">
          {t('referral.newLink')}
        </h2>
        <TextField
          name="label"
          label={t('referral.label')}
          hint={t('referral.labelHint')}
          maxLength={40}
          required
        />
        <RadioGroupField
          name="memberType"
          label={t('referral.joinsAs')}
          options={[
            { value: 'PLAYER', label: t('memberTypes.PLAYER') },
            {
              value: 'AGENT',
              label: t('memberTypes.AGENT'),
              disabled: centre ? !centre.subAgentsAllowed : true,
            },
          ]}
        />
        <button type="submit" className="btn btn--primary" disabled={creation.isPending}>
          {t('referral.create')}
        </button>
        <FormMessage />
      </Form>
    </section>
  );
}
