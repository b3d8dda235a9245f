import { Toaster as SonnerToaster } from 'sonner';

/**
 * The app's one toast outlet (sonner), mounted once in the back-office layout. Screens call
 * `toast.success('...')` from 'sonner'. Toasts stay 3 seconds, as the spec says.
 */
export function Toaster() {
  return (
    <SonnerToaster
      position="top-center"
      duration={3000}
      richColors
      closeButton
      toastOptions={{ style: { fontSize: '0.95rem', borderRadius: '10px' } }}
    />
  );
}
