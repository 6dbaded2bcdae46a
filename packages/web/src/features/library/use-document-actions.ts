import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { refusalText } from '../../lib/api-client';
import { downloadFile } from '../../lib/download-file';
import { notify } from '../../ui/notify';
import {
  duplicateDocument,
  fileUrl,
  markDocument,
  removeDocument,
  renameDocument,
  setFavourite,
  type LibraryDocument,
} from './library-api';
import { useRefreshLibrary } from './use-library';

/** Every change a row offers, each refreshing the library and saying how it went. */
export function useDocumentActions(portalId: string) {
  const { t } = useTranslation();
  const refresh = useRefreshLibrary(portalId);
  const onError = (error: unknown) => notify(refusalText(error, t('messages.errors.technical')), 'error');
  const done = (text: string) => () => {
    notify(text);
    return refresh();
  };
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameDocument(portalId, id, name),
    onSuccess: done(t('messages.success.file_updated')),
  });
  const remove = useMutation({
    mutationFn: (id: string) => removeDocument(portalId, id),
    onSuccess: done(t('library.removed')),
    onError,
  });
  const favourite = useMutation({
    mutationFn: (document: LibraryDocument) => setFavourite(portalId, document.id, !document.favourite),
    onSuccess: (answer) =>
      done(t(answer.favourite ? 'library.favouriteAdded' : 'library.favouriteRemoved'))(),
    onError,
  });
  const duplicate = useMutation({
    mutationFn: (id: string) => duplicateDocument(portalId, id),
    onSuccess: (created) => done(t('library.duplicated', { name: created.name }))(),
    onError,
  });
  const mark = useMutation({
    mutationFn: ({ id, mark }: { id: string; mark: 'signed' | 'approved' }) =>
      markDocument(portalId, id, mark),
    onSuccess: (_document, { mark }) =>
      done(t(mark === 'signed' ? 'library.signedDone' : 'library.approvedDone'))(),
    onError,
  });
  const download = useMutation({
    mutationFn: (document: LibraryDocument) =>
      downloadFile(fileUrl(portalId, document.id), pdfName(document.name)),
    // §8: the one message for a file that cannot be fetched.
    onError: () => notify(t('messages.errors.document_url'), 'error'),
  });
  return { rename, remove, favourite, duplicate, mark, download };
}

/** The file name a download is saved under: the document's name, ending in .pdf. */
export function pdfName(name: string): string {
  return /\.pdf$/i.test(name) ? name : `${name}.pdf`;
}
