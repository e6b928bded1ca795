import { Plural, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { ScriptOnly } from '../../components/ScriptOnly';

/** A picture of the dialog: its alt text, and its smaller copies when the upload made them (`srcset`, JPEG). */
export interface DialogImage {
  url: string;
  alt: string;
  srcset?: string | null;
}

/** The copies a gallery cell needs: about a third of the dialog's width on a wide screen, the whole phone on a small one. */
const CELL_SIZES = '(max-width: 700px) 94vw, 360px';

/**
 * docs/product.md section 2: 'See all N images' opens a modal listing every image of the floorplan; the building's
 * photos open the same modal (Radix: focus moves in, Escape and the close button leave, focus returns).
 */
export function AllImagesDialog({
  title,
  images,
  noun = 'images',
  description,
}: {
  title: string;
  images: readonly DialogImage[];
  noun?: 'images' | 'photos';
  description: string;
}) {
  const { t } = useLingui();
  const count = images.length;
  return (
    <Dialog.Root>
      <ScriptOnly>
        <Dialog.Trigger asChild>
          <button type="button" className="link-button">
            {noun === 'photos' ? (
              <Plural value={count} one="See the # photo" other="See all # photos" />
            ) : (
              <Plural value={count} one="See the # image" other="See all # images" />
            )}
          </button>
        </Dialog.Trigger>
      </ScriptOnly>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog dialog--gallery">
          <Dialog.Title className="dialog__title">
            {title}:{' '}
            {noun === 'photos' ? (
              <Plural value={count} one="the # photo" other="all # photos" />
            ) : (
              <Plural value={count} one="the # image" other="all # images" />
            )}
          </Dialog.Title>
          <Dialog.Description className="visually-hidden">{description}</Dialog.Description>
          <ul className="gallery">
            {images.map((image, index) => (
              <li key={`${image.url}-${index}`}>
                <img
                  src={image.url}
                  srcSet={image.srcset ?? undefined}
                  sizes={image.srcset ? CELL_SIZES : undefined}
                  alt={image.alt}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
          <Dialog.Close className="dialog__close" aria-label={t`Close`}>
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
