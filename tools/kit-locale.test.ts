import { describe, expect, it } from 'vitest';
import { kitLocale } from './kit-locale';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = kitLocale().transform as unknown as Transform;

describe('the UI kit without its Chinese default', () => {
  it("spells the kit's Chinese by code points, written as characters or as escapes", () => {
    const icon = 'createElement("g", { id: "CheckOutline-\\u7F16\\u7EC4" })';
    expect(transform(icon, '/app/node_modules/antd-mobile-icons/es/CheckOutline.js')?.code).toBe(
      'createElement("g", { id: "CheckOutline-u7f16u7ec4" })',
    );
    const confirm = "const defaultProps = { confirmText: '确认', cancelText: '取消' };";
    expect(transform(confirm, '/app/node_modules/antd-mobile/es/components/dialog/confirm.js')?.code).toBe(
      "const defaultProps = { confirmText: 'u786eu8ba4', cancelText: 'u53d6u6d88' };",
    );
  });

  it("leaves the app's own code and the kit's other texts alone", () => {
    expect(transform("t('确认')", '/app/src/web/features/x.tsx')).toBeNull();
    expect(transform("const a = 'Confirmar \\u00e9';", '/app/node_modules/antd-mobile/es/locales/es-ES.js')).toBeNull();
  });
});
