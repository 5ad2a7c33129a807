import { Route, Routes } from 'react-router';
import { VillaCalendarPage } from './villa-calendar-page';
import { VillasPage } from './villas-page';

/** /admin/villas/* — the villa cards, and per villa its availability calendar, blocks, rates and units. */
export default function VillasSection() {
  return (
    <Routes>
      <Route index element={<VillasPage />} />
      <Route path=":villaId" element={<VillaCalendarPage />} />
    </Routes>
  );
}
