import { makeAutoObservable } from 'mobx';
import type { MatchMedia } from '../infra/deps';
import type { Logger } from '../infra/Logger';

/** §4 colour mode preference. */
export type ColorPreference = 'system' | 'light' | 'dark';
export type ColorMode = 'light' | 'dark';

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** §4 "Preference is system, light or dark. A page may force a mode; forcing system is warned against and ignored." */
export class ColorModeStore {
  preference: ColorPreference = 'system';
  forcedMode: ColorMode | null = null;
  systemPrefersDark = false;
  private readonly detach: () => void;
  /** Reads the device's scheme again (after a hydration drew the server's guess of it). */
  private readonly readSystem: () => boolean | undefined;

  constructor(
    private readonly logger: Logger,
    matchMedia?: MatchMedia,
  ) {
    const query = matchMedia?.(DARK_SCHEME_QUERY);
    this.systemPrefersDark = query?.matches ?? false;
    const onChange = (event: { matches: boolean }) => this.setSystemPrefersDark(event.matches);
    query?.addEventListener('change', onChange);
    this.detach = () => query?.removeEventListener('change', onChange);
    this.readSystem = () => query?.matches;
    makeAutoObservable<ColorModeStore, 'logger' | 'detach' | 'readSystem'>(this, {
      logger: false,
      detach: false,
      readSystem: false,
    });
  }

  /** The mode in effect: forced, else the preference, with "system" following the device scheme. */
  get mode(): ColorMode {
    if (this.forcedMode) return this.forcedMode;
    if (this.preference === 'system') return this.systemPrefersDark ? 'dark' : 'light';
    return this.preference;
  }

  setPreference(preference: ColorPreference): void {
    this.preference = preference;
  }

  /** A page forcing a mode; "system" cannot be forced. */
  forceMode(mode: ColorPreference | null): void {
    if (mode === 'system') {
      this.logger.warn('Forcing the "system" colour mode is not supported; ignoring it');
      return;
    }
    this.forcedMode = mode;
  }

  setSystemPrefersDark(dark: boolean): void {
    this.systemPrefersDark = dark;
  }

  /** Follows the device's scheme again, as it is now. */
  resync(): void {
    this.systemPrefersDark = this.readSystem() ?? false;
  }

  dispose(): void {
    this.detach();
  }
}
