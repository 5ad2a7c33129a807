import { Route, Routes } from 'react-router';
import { ChannelsPage } from '../channels/channels-page';
import { VillaCalendarPage } from './villa-calendar-page';
import { VillasPage } from './villas-page';

/** /admin/villas/* — the villa cards, and per villa its availability calendar, blocks, rates and units. */
export default function VillasRouter() {
  return (
    <Routes>
      <Route index element={<VillasPage />} />
      <Route path="channels" element={<ChannelsPage />} />
      <Route path=":villaId" element={<VillaCalendarPage />} />
    </Routes>
  );
}
