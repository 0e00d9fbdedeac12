import { Link } from '../ui/link.tsx';
import { useTranslation } from 'react-i18next';
import type { MerchantInfo } from '../../../shared/api/system.ts';
import { socialResourceTypes } from '../../../shared/api/system.ts';
import { footerVendorLogos } from '../../../shared/constants/games.ts';
import { platform } from '../../lib/platform.ts';
import type { NavEntry } from './top-nav.tsx';
import { VendorLogo } from './vendor-logo.tsx';
import './footer.css';

type Props = {
  info: MerchantInfo | undefined;
  categories: readonly NavEntry[];
  onCustomerService?: (() => void) | undefined;
};

/**
 * Footer (spec §2, platform-notes): casino, game-type and support links, social links only for resources the
 * merchant has, vendor logos, and the legal block — always in Portuguese, 18+, with the operator's legal details.
 */
export function Footer({ info, categories, onCustomerService }: Props) {
  const { t } = useTranslation('layout');
  const { t: legal } = useTranslation('legal', { lng: 'pt-BR' });
  const social = socialResourceTypes.flatMap((type) => {
    const resource = info?.resources.find((r) => r.resourceType === type && r.url !== '');
    return resource ? [{ type, url: resource.url }] : [];
  });
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <section aria-labelledby="footer-casino">
          <h2 id="footer-casino">{t('footer.casino')}</h2>
          <ul>
            <li>
              <Link to="/aboutUs">{t('footer.aboutUs')}</Link>
            </li>
            <li>
              <Link to="/licence">{t('footer.licences')}</Link>
            </li>
            <li>
              <Link to="/help#term">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/promotions">{t('footer.promotions')}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-games">
          <h2 id="footer-games">{t('footer.gameTypes')}</h2>
          <ul>
            {categories.map((entry) => (
              <li key={entry.key}>
                <Link to={entry.to}>{entry.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-support">
          <h2 id="footer-support">{t('footer.support')}</h2>
          <ul>
            <li>
              <Link to="/help">{t('footer.helpCentre')}</Link>
            </li>
            <li>
              <Link to="/announce">{t('footer.announcements')}</Link>
            </li>
            <li>
              <Link to="/blog">{t('footer.blog')}</Link>
            </li>
            <li>
              <Link to="/down">{t('footer.download')}</Link>
            </li>
            <li>
              <Link to="/mirrorSites">{t('footer.mirrors')}</Link>
            </li>
            <li>
              <Link to="/verifyRepresentative">{t('footer.verify')}</Link>
            </li>
            {onCustomerService ? (
              <li>
                <button type="button" className="link-btn" onClick={onCustomerService}>
                  {t('footer.customerService')}
                </button>
              </li>
            ) : null}
          </ul>
        </section>
        {social.length > 0 ? (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social">{t('footer.social')}</h2>
            <ul className="site-footer__social">
              {social.map((item) => (
                <li key={item.type}>
                  <a
                    href={item.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={(event) => {
                      event.preventDefault();
                      platform.openExternal(item.url);
                    }}
                  >
                    {t(`footer.socialNames.${item.type}`)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>

      <section className="site-footer__vendors" aria-labelledby="footer-vendors">
        <h2 id="footer-vendors" className="visually-hidden">
          {t('footer.vendors')}
        </h2>
        <ul>
          {footerVendorLogos.map((code) => (
            <li key={code}>
              <VendorLogo code={code} />
            </li>
          ))}
        </ul>
      </section>

      <section className="site-footer__legal" lang="pt-BR" aria-labelledby="footer-legal">
        <div className="site-footer__age">
          <span className="age-badge" role="img" aria-label={legal('ageBadgeLabel')}>
            {legal('ageBadge')}
          </span>
          <h2 id="footer-legal">{legal('title')}</h2>
        </div>
        <p>{legal('adultsOnly')}</p>
        <p className="site-footer__risk">{legal('riskWarning')}</p>
        {info ? (
          <dl className="site-footer__legal-details">
            <div>
              <dt>{legal('company')}</dt>
              <dd>{info.legal.companyName}</dd>
            </div>
            <div>
              <dt>{legal('cnpj')}</dt>
              <dd>{info.legal.cnpj}</dd>
            </div>
            <div>
              <dt>{legal('ordinance')}</dt>
              <dd>{info.legal.ordinance}</dd>
            </div>
            <div>
              <dt>{legal('address')}</dt>
              <dd>{info.legal.address}</dd>
            </div>
            <div>
              <dt>{legal('support')}</dt>
              <dd>
                <a href={`mailto:${info.legal.customerServiceEmail}`}>{info.legal.customerServiceEmail}</a>
                {info.legal.customerServicePhone ? (
                  <>
                    {' · '}
                    <a href={`tel:${info.legal.customerServicePhone.replace(/[^\d+]/g, '')}`}>
                      {info.legal.customerServicePhone}
                    </a>
                  </>
                ) : null}
              </dd>
            </div>
            <div>
              <dt>{legal('ombudsman')}</dt>
              <dd>
                <a href={`mailto:${info.legal.ombudsmanEmail}`}>{info.legal.ombudsmanEmail}</a>
                {info.legal.ombudsmanPhone ? (
                  <>
                    {' · '}
                    <a href={`tel:${info.legal.ombudsmanPhone.replace(/[^\d+]/g, '')}`}>
                      {info.legal.ombudsmanPhone}
                    </a>
                  </>
                ) : null}
              </dd>
            </div>
          </dl>
        ) : null}
        {info ? (
          <p>
            <a
              href={info.legal.selfExclusionUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(event) => {
                event.preventDefault();
                platform.openExternal(info.legal.selfExclusionUrl);
              }}
            >
              {legal('selfExclusion')}
            </a>
          </p>
        ) : null}
        <p className="site-footer__copyright">
          {legal('copyright', { year, site: info?.siteName ?? t('header.brand') })}
        </p>
      </section>
    </footer>
  );
}
