/** Inline icons: a few paths cost less than an icon package in the entry bundle. */
type IconProps = { size?: number };

const svg = (size: number, path: React.ReactNode) => (
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
    {path}
  </svg>
);

export const HomeIcon = ({ size = 24 }: IconProps) =>
  svg(
    size,
    <>
      <path d="M3 10.5 12 3l9 7.5" />
      <path d="M5 9.5V21h14V9.5" />
      <path d="M10 21v-6h4v6" />
    </>,
  );
export const RecordsIcon = ({ size = 24 }: IconProps) =>
  svg(
    size,
    <>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="M8 8h8M8 12h8M8 16h5" />
    </>,
  );
export const MeIcon = ({ size = 24 }: IconProps) =>
  svg(
    size,
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </>,
  );
export const BackIcon = ({ size = 24 }: IconProps) => svg(size, <path d="M15 5 8 12l7 7" />);
export const ChevronIcon = ({ size = 18 }: IconProps) => svg(size, <path d="m9 6 6 6-6 6" />);
export const CheckIcon = ({ size = 20 }: IconProps) => svg(size, <path d="m5 12 5 5 9-10" />);
export const ShieldIcon = ({ size = 20 }: IconProps) =>
  svg(
    size,
    <>
      <path d="M12 3 4 6v6c0 4.5 3.4 8 8 9 4.6-1 8-4.5 8-9V6z" />
      <path d="m9 12 2 2 4-4" />
    </>,
  );
export const BoltIcon = ({ size = 20 }: IconProps) => svg(size, <path d="M13 2 4 14h7l-1 8 9-12h-7z" />);
export const TagIcon = ({ size = 20 }: IconProps) =>
  svg(
    size,
    <>
      <path d="M3 12V3h9l9 9-9 9z" />
      <circle cx="7.5" cy="7.5" r="1.5" />
    </>,
  );
export const GlobeIcon = ({ size = 20 }: IconProps) =>
  svg(
    size,
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z" />
    </>,
  );
export const GearIcon = ({ size = 20 }: IconProps) =>
  svg(
    size,
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
    </>,
  );
export const HelpIcon = ({ size = 20 }: IconProps) =>
  svg(
    size,
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14" />
      <path d="M12 17.5h.01" />
    </>,
  );
export const InfoIcon = ({ size = 20 }: IconProps) =>
  svg(
    size,
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5h.01" />
    </>,
  );
export const HeadsetIcon = ({ size = 20 }: IconProps) =>
  svg(
    size,
    <>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="14" width="4" height="6" rx="1.5" />
      <rect x="17" y="14" width="4" height="6" rx="1.5" />
    </>,
  );
export const DocIcon = ({ size = 20 }: IconProps) =>
  svg(
    size,
    <>
      <path d="M14 3H6v18h12V7z" />
      <path d="M14 3v4h4M9 12h6M9 16h6" />
    </>,
  );
export const EmptyIcon = ({ size = 64 }: IconProps) =>
  svg(
    size,
    <>
      <rect x="3" y="6" width="18" height="14" rx="2" />
      <path d="M3 10h18M8 3v3M16 3v3" />
    </>,
  );
export const WifiOffIcon = ({ size = 64 }: IconProps) =>
  svg(
    size,
    <>
      <path d="m3 3 18 18" />
      <path d="M8.5 16.5a5 5 0 0 1 7 0M5 13a10 10 0 0 1 5-2.7M19 13a10 10 0 0 0-2.5-1.8M2 9.5a15 15 0 0 1 4.5-2.8M22 9.5A15 15 0 0 0 11 5" />
      <path d="M12 20h.01" />
    </>,
  );
