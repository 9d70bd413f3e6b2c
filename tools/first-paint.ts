import commonEn from '../src/web/i18n/locales/en/common';
import commonEs from '../src/web/i18n/locales/es/common';
import onboardingEn from '../src/web/i18n/locales/en/onboarding';
import onboardingEs from '../src/web/i18n/locales/es/onboarding';

/**
 * The static first paint (decision 0030): the frame of the opening screen, with its texts,
 * written into #root by the boot script before any module runs. React replaces it at its first
 * commit. Each frame holds the element that is the screen's largest once React has rendered it
 * (Home's logged-out banner, the login lead, the personal-info intro), with the same class, so
 * the largest contentful paint is this one and does not move to React's paint.
 *
 * Only texts that do not depend on a call; nothing here is interactive.
 */
type Texts = { common: typeof commonEn; onboarding: typeof onboardingEn };
const TEXTS: Record<'en' | 'es', Texts> = {
  en: { common: commonEn, onboarding: onboardingEn },
  es: { common: commonEs as unknown as typeof commonEn, onboarding: onboardingEs as unknown as typeof onboardingEn },
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function pageFrame(title: string, body: string): string {
  return `<div class="page-frame" aria-busy="true"><header class="page-header"><span class="icon-btn-spacer"></span><h1>${esc(title)}</h1><span class="icon-btn-spacer"></span></header><main class="page">${body}</main></div>`;
}

function tabFrame(t: Texts['common'], content: string): string {
  const tabs = (['home', 'records', 'me'] as const).map((k) => `<span class="tab-item${k === 'home' ? ' active' : ''}"><span>${esc(t.tabs[k])}</span></span>`).join('');
  return `<div class="tab-layout" aria-busy="true"><main class="tab-content">${content}</main><nav class="tab-bar">${tabs}</nav></div>`;
}

/**
 * Home logged out: the hero as Home lays it out for the Apply state (its figures, from a call,
 * left blank at their own height), the banner (always canLoan), the steps and promises. Same
 * boxes as React's, so the banner paints at the same place and size and stays the largest.
 */
function home(t: Texts['common']): string {
  const blank = '&nbsp;';
  const hero = `<h1 class="home-greeting">${blank}</h1><div class="amount-card"><p class="label">${esc(t.home.accessibleAmount)}</p><p class="amount">${blank}</p><div class="figures"><div><p class="label">${esc(t.home.maxDays)}</p><p class="figure">${blank}</p></div><div><p class="label">${esc(t.home.rate)}</p><p class="figure">${blank}</p></div></div><button type="button" class="btn btn-primary btn-block btn-large" tabindex="-1">${esc(t.actions.apply)}</button><p class="hint">${esc(t.home.applyHint)}</p></div>`;
  const steps = (['apply', 'bank', 'receive'] as const).map((k, i) => `<li><span class="step-no">${i + 1}</span>${esc(t.home.steps[k])}</li>`).join('');
  const promises = (['fast', 'safe', 'honest'] as const).map((k) => `<li>${esc(t.home.promises[k])}</li>`).join('');
  return tabFrame(t, `<div class="home"><section class="home-hero">${hero}</section><p class="banner">${esc(t.home.banner.canLoan)}</p><section class="card"><h2 class="card-title">${esc(t.home.stepsTitle)}</h2><ol class="steps">${steps}</ol></section><ul class="promises">${promises}</ul></div>`);
}

/**
 * Route → frame, per language and login state ("in"/"out"). A route missing here (or a state
 * missing for it) gets no static paint: React's own skeleton shows as before.
 */
export function firstPaintFrames(): Record<string, Record<string, Record<string, string>>> {
  const out: Record<string, Record<string, Record<string, string>>> = { '/': {}, '/user/login': {}, '/auth/personal_infomation': {} };
  for (const lang of ['en', 'es'] as const) {
    const { common, onboarding } = TEXTS[lang];
    // Logged in, Home's status (and so its largest element) is unknown until its call answers.
    out['/'][lang] = { out: home(common) };
    out['/user/login'][lang] = { any: pageFrame(common.login.title, `<p class="lead">${esc(common.login.subtitle)}</p>`) };
    // Logged out, the guard sends this screen to the login: no frame to show for it.
    out['/auth/personal_infomation'][lang] = { in: pageFrame(onboarding.personal.title, `<form class="onboarding-form"><p class="form-intro">${esc(onboarding.personal.intro)}</p></form>`) };
  }
  return out;
}
