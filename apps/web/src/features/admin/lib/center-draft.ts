import type { AdminDiveCenter, AdminDiveCenterWrite } from '@divespot/shared/admin-content';
import { WEEKDAYS, type Weekday } from '@divespot/shared/dive-center-vocabulary';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { numberText, parseNumber, splitList } from './numbers.ts';

/** A day's hours as the form holds them: not known, closed, or open between two times. */
export interface DayDraft {
  state: 'unknown' | 'closed' | 'open';
  /** 'HH:MM', as a time input gives it; kept while the day is switched to closed and back. */
  open: string;
  close: string;
}

/** A dive center as its form holds it: texts as typed, lists as comma-separated text. */
export interface CenterDraft {
  name: string;
  address: string;
  latitude: string;
  longitude: string;
  phone: string;
  email: string;
  website: string;
  agencies: string;
  services: string[];
  languages: string;
  hours: Record<Weekday, DayDraft>;
}

/** Each field's label, for the form and its error summary. */
export const CENTER_LABELS: Record<string, MessageId> = {
  name: 'admin.center.name',
  address: 'admin.center.address',
  latitude: 'admin.picker.latitude',
  longitude: 'admin.picker.longitude',
  phone: 'admin.center.phone',
  email: 'admin.center.email',
  website: 'admin.center.website',
  agencies: 'admin.center.agencies',
  services: 'admin.center.services',
  languages: 'admin.center.languages',
  hours: 'admin.center.hours',
};

const UNKNOWN_DAY: DayDraft = { state: 'unknown', open: '', close: '' };

/** The draft of a center as it loaded, or of a new one. */
export function centerDraft(center: AdminDiveCenter | null): CenterDraft {
  const hours = Object.fromEntries(
    WEEKDAYS.map((day): [Weekday, DayDraft] => {
      const h = center?.hours?.[day];
      if (!h) return [day, UNKNOWN_DAY];
      if (h === 'closed') return [day, { state: 'closed', open: '', close: '' }];
      return [day, { state: 'open', open: h.open, close: h.close }];
    }),
  ) as Record<Weekday, DayDraft>;
  return {
    name: center?.name ?? '',
    address: center?.address ?? '',
    latitude: numberText(center?.latitude),
    longitude: numberText(center?.longitude),
    phone: center?.phone ?? '',
    email: center?.email ?? '',
    website: center?.website ?? '',
    agencies: (center?.agencies ?? []).join(', '),
    services: [...(center?.services ?? [])],
    languages: (center?.languages ?? []).join(', '),
    hours,
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The opening hours of a draft: null when no day is known. */
function hoursBody(hours: Record<Weekday, DayDraft>): AdminDiveCenterWrite['hours'] {
  const known = WEEKDAYS.filter((day) => hours[day].state !== 'unknown');
  if (known.length === 0) return null;
  return Object.fromEntries(
    known.map((day) => {
      const h = hours[day];
      return [day, h.state === 'closed' ? 'closed' : { open: h.open, close: h.close }];
    }),
  );
}

/** The write body of a draft. */
export function centerBody(d: CenterDraft): AdminDiveCenterWrite {
  return {
    name: d.name,
    address: orNull(d.address),
    latitude: parseNumber(d.latitude) ?? Number.NaN,
    longitude: parseNumber(d.longitude) ?? Number.NaN,
    phone: orNull(d.phone),
    email: orNull(d.email),
    website: orNull(d.website),
    agencies: splitList(d.agencies),
    services: d.services,
    languages: splitList(d.languages).map((code) => code.toLowerCase()),
    hours: hoursBody(d.hours),
  };
}

/** Monday's hours given to Tuesday to Friday as well. */
export function mondayToWeekdays(hours: Record<Weekday, DayDraft>): Record<Weekday, DayDraft> {
  const monday = hours.monday;
  return {
    ...hours,
    tuesday: { ...monday },
    wednesday: { ...monday },
    thursday: { ...monday },
    friday: { ...monday },
  };
}
