export { SectorMultiSelect } from '../components/sector-multi-select';
