'use client';

import { createContext, useContext, useEffect, useId, useLayoutEffect, useRef } from 'react';

/**
 * A modal dialog on the native `<dialog>` element, in place of a dialog library (performance
 * issue 17): `showModal()` puts it in the top layer above everything (z-index plays no part), makes
 * the rest of the page inert (Tab never reaches the page behind, screen readers see only the dialog), moves focus to
 * its first focusable element, closes on Escape, and on close returns focus to the element that was
 * focused when it opened.
 *
 * Controlled: `open` shows it, `onOpenChange(false)` asks to close it (Escape, a click on the
 * backdrop, a `DialogClose` button, or the browser closing it on its own); the caller decides, so a
 * caller that refuses (a request still running) keeps it open. Its children are rendered only while
 * it is open, so state inside them starts fresh each time, as with the library it replaces.
 *
 * Styling: `className` goes on the `<dialog>`, which is the visible panel, and the backdrop is styled
 * with Tailwind's `backdrop:` variant. Preflight resets margin, padding and border; the browser's
 * own modal styles still give it `position: fixed; inset: 0; width/height: fit-content; max-width/
 * max-height: calc(100% - 2em - 6px); overflow: auto; background: Canvas; color: CanvasText`, so a
 * panel sets what it needs of these (for example `inset-auto`, `w-auto`, `max-h-none`). The color is
 * inherited from the page. A display class would show it while closed (author styles beat the
 * browser's `dialog:not([open]) { display: none }`): use the `open:` variant (`open:flex`). While it
 * is open the page behind does not scroll. Give it a `DialogTitle` and a `DialogDescription`.
 */
export function Dialog({
  open,
  onOpenChange,
  className,
  children,
  ...rest
}: Omit<React.ComponentProps<'dialog'>, 'open' | 'onClose' | 'onCancel' | 'ref'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const latest = useRef({ open, onOpenChange });
  const pressedOnBackdrop = useRef(false);

  useLayoutEffect(() => {
    latest.current = { open, onOpenChange };
  });

  // Runs after every render, before paint: it also reopens, on the next render, a dialog the browser
  // closed (a repeated Escape cannot be refused) while the caller kept it open.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  });

  useEffect(() => (open ? lockPageScroll() : undefined), [open]);

  const requestClose = () => {
    if (latest.current.open) latest.current.onOpenChange(false);
  };

  return (
    <dialog
      {...rest}
      ref={ref}
      aria-labelledby={open ? titleId : undefined}
      aria-describedby={open ? descriptionId : undefined}
      className={`text-inherit ${className ?? ''}`}
      onCancel={(event) => {
        // Escape: the caller closes it (or keeps it open) through `open`.
        event.preventDefault();
        requestClose();
      }}
      onClose={(event) => {
        // Closed by the browser, not by `open` turning false: tell the caller.
        if (!event.currentTarget.open) requestClose();
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = onBackdrop(event);
      }}
      onClick={(event) => {
        // Both the press and the release on the backdrop: selecting text in a field and releasing
        // the mouse outside does not close it.
        if (pressedOnBackdrop.current && onBackdrop(event)) requestClose();
        pressedOnBackdrop.current = false;
      }}
    >
      {open && <DialogContext value={{ titleId, descriptionId, requestClose }}>{children}</DialogContext>}
    </dialog>
  );
}

/** The dialog's accessible name (`aria-labelledby`); an `<h2>`. */
export function DialogTitle(props: React.ComponentProps<'h2'>) {
  return <h2 {...props} id={useDialog().titleId} />;
}

/** The dialog's accessible description (`aria-describedby`); a `<p>`, or `as` another element. */
export function DialogDescription({ as: Tag = 'p', ...props }: React.HTMLAttributes<HTMLElement> & { as?: 'p' | 'div' | 'ul' }) {
  return <Tag {...props} id={useDialog().descriptionId} />;
}

/** A button that asks the dialog to close (`onOpenChange(false)`). */
export function DialogClose({ onClick, ...props }: React.ComponentProps<'button'>) {
  const { requestClose } = useDialog();
  return (
    <button
      type="button"
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) requestClose();
      }}
    />
  );
}

const DialogContext = createContext<{ titleId: string; descriptionId: string; requestClose: () => void } | null>(null);

function useDialog() {
  const context = useContext(DialogContext);
  if (!context) throw new Error('DialogTitle, DialogDescription and DialogClose belong inside a Dialog.');
  return context;
}

/** A click on the `::backdrop` targets the dialog itself, outside its box (its padding is inside). */
function onBackdrop(event: React.MouseEvent<HTMLDialogElement>): boolean {
  const dialog = event.currentTarget;
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

let scrollLocks = 0;
let savedStyle = { overflow: '', scrollbarGutter: '' };

/**
 * Stops the page behind an open dialog from scrolling. Where the page has a scrollbar its gutter is
 * kept, so the page does not shift sideways when the scrollbar goes away.
 */
function lockPageScroll(): () => void {
  const html = document.documentElement;
  if (scrollLocks++ === 0) {
    savedStyle = { overflow: html.style.overflow, scrollbarGutter: html.style.scrollbarGutter };
    if (window.innerWidth > html.clientWidth) html.style.scrollbarGutter = 'stable';
    html.style.overflow = 'hidden';
  }
  return () => {
    if (--scrollLocks > 0) return;
    html.style.overflow = savedStyle.overflow;
    html.style.scrollbarGutter = savedStyle.scrollbarGutter;
  };
}
