import type en from '../en/offline';
import type { Translation } from '../../translation';

const offline: Translation<typeof en> = {
  title: 'Sin conexión',
  text: 'Presta no puede conectarse a internet en este momento. Revisa tu conexión e inténtalo de nuevo.',
  retry: 'Reintentar',
  description: 'Préstamos pequeños a corto plazo, con precios claros.',
};

export default offline;
