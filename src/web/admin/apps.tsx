import { useConsoleQuery } from './console-query';

export interface AppInfo {
  packageName: string;
  appName: string;
  market: 'ng' | 'mx';
  supportEmail: string;
}

/** The registered apps (one per market), for the screens that work one app at a time. */
export function useApps(): AppInfo[] {
  return useConsoleQuery<{ apps: AppInfo[] }>('/apps').data?.apps ?? [];
}

export function AppPicker({
  apps,
  value,
  onChange,
}: {
  apps: AppInfo[];
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <select aria-label="app" value={value} onChange={(e) => onChange(e.target.value)}>
      {apps.map((a) => (
        <option key={a.packageName} value={a.packageName}>
          {a.packageName}
        </option>
      ))}
    </select>
  );
}

export const currencyOf = (apps: AppInfo[], packageName: string) =>
  apps.find((a) => a.packageName === packageName)?.market === 'mx' ? 'MXN' : 'NGN';
