import { categoriesRoutes } from '@tessera/contracts/routes/categories.routes';
import { categoryDomainEvents } from '@tessera/contracts/category-events';
import { defineModule } from '../../platform/module.ts';
import { sitesModule } from '../sites/index.ts';
import { registerCategoryRoutes } from './categories.routes.ts';
import { CategoriesService } from './categories.service.ts';
import * as nameKey from './migrations/0019_categories_name_key.ts';

/**
 * Event categories and their routes. The events module reaches categories
 * through the port in index.ts (resolving the categories an event names, in its own unit).
 */
export const categoriesModule = defineModule({
  name: 'categories',
  routeGroups: [categoriesRoutes],
  domainEvents: categoryDomainEvents,
  migrations: { '0019_categories_name_key': nameKey },
  setup({ db, uow, clock }, modules) {
    const service = new CategoriesService({
      db,
      uow,
      clock,
      secrets: modules.get(sitesModule).secrets,
    });
    return {
      routes: (server) => registerCategoryRoutes(server, service),
      exports: { service },
    };
  },
});
