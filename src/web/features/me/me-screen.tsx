import { Suspense, type ComponentType } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../lib/hash-router';
import {
  BoltIcon,
  ChevronIcon,
  DocIcon,
  GearIcon,
  GlobeIcon,
  HeadsetIcon,
  HelpIcon,
  InfoIcon,
  MeIcon,
  TagIcon,
} from '../../components/icons';
import { maskMobileForOwner } from '../../lib/format';
import { hasNativeShell } from '../../native/bridge';
import { useLoggedIn } from '../../lib/use-logged-in';
import { useLotteryShow, useCouponQuantity } from '../user_center';
import { useUserInfo } from '../../queries/get-user-info';
import { CreditLimit } from '../loan';
import '../../styles/content.css';

interface MenuItem {
  key: string;
  to: string;
  Icon: ComponentType<{ size?: number }>;
  /** Common-namespace label key; defaults to me.menu.<key>. */
  label?: string;
}

/** Me's menu: one row per screen that exists. */
const MENU: MenuItem[] = [
  { key: 'coupon', to: '/user_center/coupon', Icon: TagIcon },
  { key: 'faq', to: '/user_center/faq', Icon: HelpIcon },
  { key: 'aboutUs', to: '/user_center/about_us', Icon: InfoIcon },
  { key: 'customerService', to: '/user_center/customer_services', Icon: HeadsetIcon },
  { key: 'settings', to: '/user_center/settings', Icon: GearIcon },
  { key: 'agreementList', to: '/user_center/agreement_list', Icon: DocIcon },
  { key: 'language', to: '/user_center/language', Icon: GlobeIcon },
];

/** A phone, for the app download row (the shared icon set has none). */
const PhoneIcon = ({ size = 20 }: { size?: number }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
    <path d="M11 18h2" />
  </svg>
);

/** Secondary rows: offers of the market, and the app download for browser users. */
const MORE: MenuItem[] = [
  { key: 'hotLoans', to: '/hot_loans', Icon: BoltIcon, label: 'promo:hot.title' },
  ...(hasNativeShell()
    ? []
    : [{ key: 'openApp', to: '/user_center/open_app', Icon: PhoneIcon, label: 'me:openApp.title' }]),
];

function MenuList({ items, badges }: { items: MenuItem[]; badges?: Record<string, number | undefined> }) {
  const { t } = useTranslation(['common', 'promo', 'me']);
  return (
    <ul className="menu">
      {items.map(({ key, to, Icon, label }) => (
        <li key={key}>
          <Link to={to} className="menu-row" data-testid={`me-${key}`}>
            <Icon />
            <span>{t(label ?? `me.menu.${key}`)}</span>
            {badges?.[key] ? (
              <span className="menu-badge" data-testid={`me-${key}-badge`}>
                {badges[key]}
              </span>
            ) : null}
            <ChevronIcon />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function MeScreen() {
  const { t } = useTranslation(['common', 'me']);
  const loggedIn = useLoggedIn();
  const user = useUserInfo();
  const lottery = useLotteryShow();
  const coupons = useCouponQuantity(loggedIn);
  const mobile = user.data?.basicInfo?.mobile;

  return (
    <div className="me">
      <section className="me-header">
        <div className="avatar">
          <MeIcon size={36} />
        </div>
        {loggedIn ? (
          <div>
            <h1 className="me-name" data-testid="me-mobile">
              {mobile ? maskMobileForOwner(mobile) : t('me.title')}
            </h1>
          </div>
        ) : (
          <div>
            <h1 className="me-name">{t('me.guest')}</h1>
            <p className="me-sub">{t('me.guestHint')}</p>
            <div className="me-actions">
              <Link to="/user/login" className="btn btn-light" data-testid="me-login">
                {t('actions.login')}
              </Link>
              <Link to="/user/register" className="btn btn-outline-light" data-testid="me-register">
                {t('actions.register')}
              </Link>
            </div>
          </div>
        )}
      </section>
      {loggedIn && (
        <Suspense fallback={null}>
          <CreditLimit variant="me" />
        </Suspense>
      )}
      {loggedIn && lottery.data?.show && (
        <Link to="/user_center/coupon?draw=1" className="me-draw" data-testid="me-draw">
          <TagIcon size={22} />
          <span>
            <strong>{t('me:coupon.drawBanner')}</strong>
            <small>{t('me:coupon.drawBannerHint')}</small>
          </span>
          <ChevronIcon />
        </Link>
      )}
      <MenuList items={MENU} badges={{ coupon: coupons.data?.available }} />
      <MenuList items={MORE} />
    </div>
  );
}
