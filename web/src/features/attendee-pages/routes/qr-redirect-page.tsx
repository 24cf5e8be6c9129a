import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { replaceLocation } from '../lib/browser';
import { qrImageUrl } from '../lib/tickets';

/**
 * /api/generatorQr/{id} belongs to the backend (the hosting rewrite sends it to the API); an
 * in-app link that reaches the router is handed to the browser to load from the server.
 */
export default function QrRedirectPage() {
  const { id = '' } = useParams();
  useEffect(() => {
    replaceLocation(qrImageUrl(id));
  }, [id]);
  return <PageLoader />;
}
