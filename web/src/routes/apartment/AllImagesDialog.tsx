import * as Dialog from '@radix-ui/react-dialog';

/** docs/product.md section 2: 'See all N images' opens a modal listing every image of the floorplan. */
export function AllImagesDialog({ title, imageUrls }: { title: string; imageUrls: readonly string[] }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <button type="button" className="link-button">
          See all {imageUrls.length} images
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog dialog--gallery">
          <Dialog.Title className="dialog__title">
            {title}: all {imageUrls.length} images
          </Dialog.Title>
          <Dialog.Description className="visually-hidden">Every photo of this floorplan.</Dialog.Description>
          <ul className="gallery">
            {imageUrls.map((url, index) => (
              <li key={`${url}-${index}`}>
                <img src={url} alt={`${title}, view ${index + 1} of ${imageUrls.length}`} loading="lazy" />
              </li>
            ))}
          </ul>
          <Dialog.Close className="dialog__close" aria-label="Close">
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
