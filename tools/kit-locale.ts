import type { Plugin } from 'vite';

/**
 * antd-mobile's default configuration imports its Chinese texts (zh-CN), and every kit part
 * that reads no locale from the app speaks them: each popup's mask was labelled "背景蒙层" to a
 * screen reader, and the bundle carried 加载中 / 确定 / 取消. The app sets the kit's locale
 * from its own language (src/web/lib/antd-kit.ts); this plugin makes the kit's default the
 * English texts, so no Chinese ships and nothing speaks it before the app's choice is set.
 */
const CHINESE = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]|\\u(?:30[0-3]|[4-9][\dA-Fa-f]|[Ff][Ff])[\dA-Fa-f]{2}/;
// A run of Chinese characters, written as themselves or as \uXXXX escapes (the icons' sources).
const CHINESE_RUNS =
  /(?:[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]|\\u(?:30[0-3]|[4-9][\dA-Fa-f]|[Ff][Ff])[\dA-Fa-f]{2})+/g;

const codePoints = (run: string) =>
  run.replace(/\\u([\dA-Fa-f]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export function kitLocale(): Plugin {
  return {
    name: 'presta-kit-locale',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !/[\\/]antd-mobile[\\/]/.test(importer) || !/[\\/]locales[\\/]zh-CN(\.js)?$/.test(source))
        return null;
      return this.resolve('antd-mobile/es/locales/en-US', importer, { ...options, skipSelf: true });
    },
    // What Chinese is left in the kit is never shown: its icons' SVG group ids ("编组", a design
    // tool's layer names) and the confirm dialog's defaults the locale always overrides. Each is
    // spelled by its code points, so ids stay distinct and the bundle carries no Chinese.
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]antd-mobile(-icons)?[\\/]/.test(id) || !CHINESE.test(code)) return null;
      return {
        code: code.replace(CHINESE_RUNS, (run) =>
          [...codePoints(run)].map((c) => `u${c.codePointAt(0)!.toString(16)}`).join(''),
        ),
        map: null,
      };
    },
  };
}
