/**
 * What the build hands the boot script (src/web/first-paint/boot.ts) in index.html's
 * `<script type="application/json" id="boot-data">`: data, not code, so the CSP's
 * `script-src 'self'` holds. File paths are relative to the boot script, which lives in
 * assets/ like the chunks.
 */
export interface BootData {
  /** Package name → the language the app speaks when none is stored (domain/markets/app-languages). */
  languages: Record<string, string>;
  /** Package name → its market (domain/markets/app-markets): `<html data-market>` before the first paint. */
  markets: Record<string, string>;
  /** The package name of this build when the shell stored none. */
  packageName: string;
  /** The entry module, which index.html no longer loads itself. */
  entry: string;
  /** The entry's own modulepreloads. */
  preloads: string[];
  /** Route → its screen's files beyond the entry's. */
  routes: Record<string, string[]>;
  /** Language → the base texts' files. */
  texts: Record<string, string[]>;
  /** Route → language → the files of the texts its screen reads beyond the base ones. */
  routeTexts: Record<string, Record<string, string[]>>;
}

/** Who sees a served frame: logged in, logged out, or either. */
export type FrameLogin = 'in' | 'out' | 'any';

/** The id of a served frame: its `<template data-frame>` in index.html and #root's `data-frame` once painted. */
export function frameId(path: string, language: string, login: FrameLogin): string {
  return `${path}|${language}|${login}`;
}

/** Who a served frame was rendered for, read back from its id. */
export function frameLogin(id: string): FrameLogin {
  return id.slice(id.lastIndexOf('|') + 1) as FrameLogin;
}

/** The id of the element holding the boot data. */
export const BOOT_DATA_ID = 'boot-data';

/**
 * Preload links added per task. Each append starts a request and costs main-thread time; the
 * links of an opening screen in one task made one long task on a slow machine. Batches on
 * successive tasks keep each one short.
 */
export const PRELOADS_PER_TASK = 3;
