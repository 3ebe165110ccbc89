import { Link } from 'react-router';
import { useManaged } from './manage-context.ts';
import { sortedSections } from './manage-sections.ts';
import { NavIcon } from './nav-icon.tsx';

/** The back office's first page: every section, one card each. */
export function ManageHome() {
  const { restaurant } = useManaged();
  const open = restaurant.locations.filter((location) => !location.inactive).length;
  return (
    <div className="manage-page">
      <header className="manage-page__head">
        <h1>{restaurant.name}</h1>
        <p className="manage-page__lead">
          {open === 1 ? 'One location' : `${open} locations`} open for orders. Changes you save here reach
          customers' screens at once.
        </p>
      </header>
      <ul className="manage-home">
        {sortedSections().map((section) => (
          <li key={section.path}>
            <Link className="manage-home__card" to={section.path}>
              <NavIcon d={section.icon} size={28} />
              <span>{section.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
