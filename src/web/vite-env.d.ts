/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_PACKAGE_NAME?: string;
  readonly VITE_APP_NAME?: string;
  readonly VITE_APP_VERSION?: string;
}
