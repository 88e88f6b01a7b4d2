import { makeAutoObservable, type AnnotationsMap } from 'mobx';

let watched = true;

/**
 * The process renders each store once and never watches one (the server, rendering
 * statically): its stores stay plain objects, as making them observable is work nothing
 * uses. Called once by that process's root, before any store is made.
 */
export function storesNeverWatched(): void {
  watched = false;
}

/**
 * Makes a store observable (`makeAutoObservable`), unless the process's stores are never
 * watched: a computed read outside a reaction is computed again anyway, and an action is
 * then a plain method.
 */
export function observed<T extends object, AdditionalKeys extends PropertyKey = never>(
  target: T,
  overrides?: AnnotationsMap<T, NoInfer<AdditionalKeys>>,
): T {
  return watched ? makeAutoObservable<T, AdditionalKeys>(target, overrides) : target;
}
