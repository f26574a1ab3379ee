import { Dialog } from '@specify/ui';

/**
 * The video modal: YouTube's privacy-enhanced player; it closes on the close button, Escape or a
 * click outside, and the page behind does not scroll (the Dialog's scroll lock).
 */
export default function VideoModal({
  videoId,
  title,
  onClose,
}: {
  videoId: string;
  title: string;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} title={title} size="lg">
      <div className="content-video-frame">
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      </div>
    </Dialog>
  );
}
