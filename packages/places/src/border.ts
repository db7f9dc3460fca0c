// Ghana's border on its own, so a module can draw it without loading the gazetteer (see major.ts); geo.ts
// re-exports it and checks points against it. scripts/build-gazetteer.mjs reads the ring below (it must stay a
// JSON-shaped array literal) to leave out GeoNames rows outside Ghana.
/**
 * Ghana's border as one simplified ring of 68 [longitude, latitude] vertices, counter-clockwise.
 *
 * How it was made: Natural Earth's 1:10m admin-0 outline of Ghana (public domain; the `world-atlas` package's
 * countries-10m) simplified with Douglas–Peucker at 5 km, each simplified edge then pushed outward until it covered
 * the original line, and rounded to 0.001°. So the ring contains all of Natural Earth's Ghana, and its edges lie at
 * most 9 km outside it (half of them within 4 km, nine in ten within 7 km): a point a few kilometres across a land
 * border, or off the coast, may be counted as in Ghana. That is the side we err on, since this check refuses listings: it must never refuse a real
 * Ghanaian address.
 * One correction: at Aflao/Lomé Natural Earth draws the border 1.5 km west of where the border posts stand, which
 * would leave Aflao outside; there the ring follows the border at 1.200°E up from the shore, so Lomé (1.212°E) is out.
 * Natural Earth's own line is good to about a kilometre at this scale; it is not a legal boundary.
 */
export const GHANA_BORDER: readonly (readonly [number, number])[] = [
  [-3.275, 6.616], [-3.232, 6.868], [-2.994, 7.212], [-2.97, 7.517], [-2.788, 7.957], [-2.623, 8.046],
  [-2.623, 8.164], [-2.526, 8.205], [-2.637, 8.929], [-2.795, 9.069], [-2.698, 9.252], [-2.829, 9.681],
  [-2.751, 9.812], [-2.815, 10.155], [-2.771, 10.248], [-2.867, 10.34], [-2.791, 10.418], [-2.863, 10.453],
  [-2.943, 10.638], [-2.844, 11.023], [-0.939, 11.029], [-0.676, 10.991], [-0.649, 10.94], [-0.336, 11.178],
  [0.036, 11.083], [-0.063, 10.657], [0.418, 10.299], [0.365, 9.652], [0.304, 9.648], [0.424, 9.578],
  [0.249, 9.562], [0.306, 9.507], [0.258, 9.456], [0.43, 9.512], [0.566, 9.408], [0.454, 8.995],
  [0.531, 8.83], [0.421, 8.759], [0.746, 8.312], [0.589, 8.204], [0.627, 7.717], [0.519, 7.54],
  [0.656, 7.357], [0.595, 7.005], [0.536, 6.972], [0.563, 6.806], [0.721, 6.606], [0.75, 6.482],
  [0.995, 6.33], [1.2, 6.15], [1.2, 6.085], [0.963, 5.767], [0.289, 5.735], [-0.382, 5.448],
  [-0.766, 5.198], [-0.922, 5.198], [-1.634, 4.974], [-1.745, 4.849], [-2.066, 4.718], [-2.34, 4.905],
  [-3.187, 5.096], [-2.783, 5.175], [-2.802, 5.34], [-2.741, 5.369], [-2.803, 5.608], [-2.969, 5.608],
  [-2.986, 5.708], [-3.041, 5.704],
];
