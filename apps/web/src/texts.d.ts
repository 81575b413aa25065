/** Part of one language of the domain catalogue (`virtual:texts/<language>/<first|more>`), made by vite/texts.ts. */
declare module 'virtual:texts/*' {
  import type { Messages } from '@app/domain';

  const texts: Partial<Messages>;
  export default texts;
}
