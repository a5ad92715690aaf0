import { useId, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
import type { Activity, CancellationPolicy } from '@booking/shared-contracts';
import {
  cancellationTerms,
  durationParts,
  paragraphsOf,
  photoSrcSet,
  type CancellationTerms,
} from '../../domain/productInfo';
import { ProductIcon, type ProductIconName } from './ProductIcon';
import './product.css';

type Hours = { hours: number };
const messages = defineMessages<{
  duration: NoMessageValues;
  location: NoMessageValues;
  about: NoMessageValues;
  highlights: NoMessageValues;
  whatsIncluded: NoMessageValues;
  included: NoMessageValues;
  excluded: NoMessageValues;
  meetingPoint: NoMessageValues;
  cancellation: NoMessageValues;
  freeUntil: Hours;
  freeAnytime: NoMessageValues;
  charge: Hours & { percent: string };
}>({
  duration: { id: 'booking.product.duration', defaultMessage: 'Duration' },
  location: { id: 'booking.product.location', defaultMessage: 'Location' },
  about: { id: 'booking.product.about', defaultMessage: 'About this activity' },
  highlights: { id: 'booking.product.highlights', defaultMessage: 'Highlights' },
  whatsIncluded: { id: 'booking.product.whatsIncluded', defaultMessage: 'What’s included' },
  included: { id: 'booking.product.included', defaultMessage: 'Included' },
  excluded: { id: 'booking.product.excluded', defaultMessage: 'Not included' },
  meetingPoint: { id: 'booking.product.meetingPoint', defaultMessage: 'Meeting point' },
  cancellation: { id: 'booking.product.cancellation', defaultMessage: 'Cancellation policy' },
  freeUntil: {
    id: 'booking.product.freeCancellation',
    defaultMessage: 'Free cancellation up to {hours, plural, one {# hour} other {# hours}} before the start',
  },
  freeAnytime: {
    id: 'booking.product.freeCancellationAnytime',
    defaultMessage: 'Free cancellation up to the start',
  },
  charge: {
    id: 'booking.product.cancellationCharge',
    defaultMessage:
      '{percent} of the price is charged when cancelled less than {hours, plural, one {# hour} other {# hours}} before the start',
  },
});

/** What each icon a config's variant may list stands for; other names are left out. */
const iconLabels = defineMessages({
  walking: { id: 'booking.product.icon.walking', defaultMessage: 'On foot' },
  clock: { id: 'booking.product.icon.clock', defaultMessage: 'Set start times' },
  car: { id: 'booking.product.icon.car', defaultMessage: 'Transport included' },
  users: { id: 'booking.product.icon.users', defaultMessage: 'Private group' },
  water: { id: 'booking.product.icon.water', defaultMessage: 'On the water' },
});
type ConfigIcon = keyof typeof iconLabels & ProductIconName;
const isConfigIcon = (name: string): name is ConfigIcon => Object.hasOwn(iconLabels, name);

/** The activity fields the header shows. */
export type ProductActivity = Pick<
  Activity,
  | 'activityId'
  | 'activityName'
  | 'images'
  | 'duration'
  | 'location'
  | 'shortDescription'
  | 'description'
  | 'highlights'
  | 'includedItems'
  | 'exclusions'
  | 'icons'
  | 'accordeon'
  | 'startingLocation'
>;

export interface ProductHeaderProps {
  activity: ProductActivity;
  /** The terms of the rate the visitor chose (else the first rate stating any); null when unknown. */
  cancellationPolicy: CancellationPolicy | null;
}

/** The picture's layout size: a thumbnail beside the name in a narrow widget, a column in a wide one. */
const IMAGE_SIZES = '(max-width: 40rem) 6rem, 16rem';

function Fact({ icon, label, children }: { icon: ProductIconName; label?: string; children: ReactNode }) {
  return (
    <li className="bw-product__fact">
      <ProductIcon name={icon} />
      {label && <span className="bw-visually-hidden">{label}: </span>}
      {children}
    </li>
  );
}

function List({ className, items }: { className: string; items: readonly string[] }) {
  return (
    <ul className={`bw-product__list ${className}`}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <details className="bw-product__section">
      <summary className="bw-product__summary-row">{title}</summary>
      <div className="bw-product__section-body">{children}</div>
    </details>
  );
}

function CancellationLines({ terms }: { terms: CancellationTerms }) {
  const intl = useIntl();
  return (
    <ul className="bw-product__list">
      {terms.charges.map((charge) => (
        <li key={charge.withinHours}>
          <FormattedMessage
            {...messages.charge}
            values={{
              hours: charge.withinHours,
              percent: intl.formatNumber(charge.percentage / 100, { style: 'percent' }),
            }}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The product shown on step 1: picture, name, key facts and short description, with the longer parts (about,
 * included, the config's own sections, meeting point, cancellation) folded into native disclosures so the
 * header stays short in a narrow side panel.
 */
export function ProductHeader({ activity, cancellationPolicy }: ProductHeaderProps) {
  const intl = useIntl();
  const nameId = useId();
  const photo = activity.images[0];
  const srcSet = photo ? photoSrcSet(photo) : '';
  const parts = durationParts(activity.duration);
  const duration =
    parts.length > 0
      ? intl.formatList(
          parts.map(({ unit, value }) =>
            intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'long' }),
          ),
          { type: 'unit', style: 'long' },
        )
      : activity.duration.text;
  const about = paragraphsOf(activity.description);
  const terms = cancellationPolicy ? cancellationTerms(cancellationPolicy) : null;
  const icons = activity.icons.filter(isConfigIcon);
  // A config section named like the meeting point section joins it instead of showing a second heading.
  const meetingTitle = intl.formatMessage(messages.meetingPoint);
  const sameTitle = (title: string) =>
    title.trim().localeCompare(meetingTitle, intl.locale, { sensitivity: 'base' }) === 0;
  const meetingNotes = activity.accordeon.filter((item) => sameTitle(item.title));
  const ownSections = activity.accordeon.filter((item) => !sameTitle(item.title));

  return (
    <section className="bw-product" aria-labelledby={nameId}>
      {photo && (
        <img
          className="bw-product__image"
          src={photo.url}
          {...(srcSet ? { srcSet, sizes: IMAGE_SIZES } : {})}
          {...(photo.width && photo.height ? { width: photo.width, height: photo.height } : {})}
          alt={photo.alt ?? activity.activityName}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className="bw-product__intro">
        <h3 id={nameId} className="bw-product__name">
          {activity.activityName}
        </h3>
        <ul className="bw-product__facts">
          {duration && (
            <Fact icon="clock" label={intl.formatMessage(messages.duration)}>
              {duration}
            </Fact>
          )}
          {activity.location && (
            <Fact icon="pin" label={intl.formatMessage(messages.location)}>
              {activity.location}
            </Fact>
          )}
          {icons.map((icon) => (
            <Fact key={icon} icon={icon}>
              <FormattedMessage {...iconLabels[icon]} />
            </Fact>
          ))}
        </ul>
        {terms && (
          <p className="bw-product__policy">
            {terms.freeUntilHours > 0 ? (
              <FormattedMessage {...messages.freeUntil} values={{ hours: terms.freeUntilHours }} />
            ) : (
              <FormattedMessage {...messages.freeAnytime} />
            )}
          </p>
        )}
      </div>
      {activity.shortDescription && <p className="bw-product__summary">{activity.shortDescription}</p>}
      <div className="bw-product__sections">
        {(about.length > 0 || activity.highlights.length > 0) && (
          <Section title={<FormattedMessage {...messages.about} />}>
            {about.map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
            {activity.highlights.length > 0 && (
              <>
                <h4 className="bw-product__subheading">
                  <FormattedMessage {...messages.highlights} />
                </h4>
                <List className="bw-product__list--highlights" items={activity.highlights} />
              </>
            )}
          </Section>
        )}
        {(activity.includedItems.length > 0 || activity.exclusions.length > 0) && (
          <Section title={<FormattedMessage {...messages.whatsIncluded} />}>
            {activity.includedItems.length > 0 && (
              <>
                <h4 className="bw-product__subheading">
                  <FormattedMessage {...messages.included} />
                </h4>
                <List className="bw-product__list--included" items={activity.includedItems} />
              </>
            )}
            {activity.exclusions.length > 0 && (
              <>
                <h4 className="bw-product__subheading">
                  <FormattedMessage {...messages.excluded} />
                </h4>
                <List className="bw-product__list--excluded" items={activity.exclusions} />
              </>
            )}
          </Section>
        )}
        {(activity.startingLocation || meetingNotes.length > 0) && (
          <Section title={<FormattedMessage {...messages.meetingPoint} />}>
            {activity.startingLocation && <p>{activity.startingLocation}</p>}
            {meetingNotes.map((item, i) => (
              <p key={i}>{item.content}</p>
            ))}
          </Section>
        )}
        {ownSections.map((item, i) => (
          <Section key={i} title={item.title}>
            <p>{item.content}</p>
          </Section>
        ))}
        {terms && terms.charges.length > 0 && (
          <Section title={<FormattedMessage {...messages.cancellation} />}>
            <CancellationLines terms={terms} />
          </Section>
        )}
      </div>
    </section>
  );
}
