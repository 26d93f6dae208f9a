import { useToast } from './toast';

/** Copies text; falls back to a prompt the user can copy from when the clipboard API is unavailable. */
interface CopyButtonProps {
  text: string;
  label?: string;
  copiedHint?: string;
}

export function CopyButton({ text, label = 'Copy', copiedHint }: CopyButtonProps) {
  const { toast } = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Copied', description: copiedHint, variant: 'success' });
    } catch {
      window.prompt('Copy this text:', text);
    }
  };
  return (
    <button type="button" className="button button--secondary" onClick={copy}>
      {label}
    </button>
  );
}
