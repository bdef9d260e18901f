import { SITE_NAME } from '@divespot/shared/site';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { LogoMark } from '../../components/ui/logo.tsx';
import { FOOTER_COLUMNS } from '../../config/navigation.ts';
import { LanguageSelect } from '../../components/ui/language-select.tsx';
import { savePreference } from './preferences.ts';
import { UnitsSelect } from '../../components/ui/units-select.tsx';

/** Site footer (docs/product/screens.md Layout); the root layout hides it on admin pages. */
export function Footer() {
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="grid gap-10 lg:grid-cols-[1.2fr_2fr]">
          <div className="max-w-xs">
            <p className="flex items-center gap-2 text-lg font-bold text-white">
              <LogoMark size={28} />
              {SITE_NAME}
            </p>
            <p className="mt-3 text-sm leading-6">
              <FormattedMessage id="footer.tagline" />
            </p>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            {FOOTER_COLUMNS.map((column) => (
              <div key={column.title}>
                <h2 className="text-sm font-semibold text-white">
                  <FormattedMessage id={column.title} />
                </h2>
                <ul className="mt-3 space-y-1">
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <Link
                        to={link.to}
                        className="inline-flex min-h-8 items-center text-sm hover:text-white hover:underline"
                      >
                        <FormattedMessage id={link.label} />
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
        <div className="mt-10 flex flex-col gap-4 border-t border-slate-800 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <LanguageSelect onChange={(language) => savePreference({ language })} />
            <UnitsSelect onChange={(units) => savePreference({ units })} />
          </div>
          <p className="text-sm">
            <FormattedMessage id="footer.copyright" />
          </p>
        </div>
      </div>
    </footer>
  );
}
