import UserIcon from 'lucide-react/icons/user';
import { useState } from 'react';
import { useIntl } from 'react-intl';

interface ProfilePictureProps {
  imageLink?: string | null;
  /** Describes the person, e.g. "Ada Lovelace". */
  name: string;
  /** Edge length in px. */
  size?: number;
  className?: string;
  /** Hide from assistive technology when the name is already given next to it. */
  decorative?: boolean;
}

/** The user's photo, or a neutral person icon when there is none or it fails to load. */
export function ProfilePicture({
  imageLink,
  name,
  size = 32,
  className = '',
  decorative = false,
}: ProfilePictureProps) {
  const [failedLink, setFailedLink] = useState<string | null>(null);
  const intl = useIntl();
  const description = intl.formatMessage({ id: 'ui.profilePicture' }, { name });
  const showImage = Boolean(imageLink) && failedLink !== imageLink;
  const box = `inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-sky-100 text-sky-800 ${className}`;

  if (showImage && imageLink) {
    return (
      <span className={box} style={{ width: size, height: size }}>
        <img
          src={imageLink}
          alt={decorative ? '' : description}
          width={size}
          height={size}
          className="h-full w-full object-cover"
          onError={() => setFailedLink(imageLink)}
        />
      </span>
    );
  }
  return (
    <span
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': description })}
      className={box}
      style={{ width: size, height: size }}
    >
      <UserIcon aria-hidden="true" size={Math.round(size * 0.6)} />
    </span>
  );
}
