/**
 * Merge engines of primary-key tables (SEMANTICS §3, §4, §11): deduplicate, first-row,
 * partial-update (with sequence groups) and aggregation (every aggregate function of §3).
 *
 * <p>Entry point: {@link dev.varve.kernel.mergeengine.MergeEngine#create}, from the table's row
 * type, primary key and raw effective options (this package reads the option keys itself, as
 * Apache Paimon spells them). It yields merge functions, the write-time
 * {@link dev.varve.kernel.mergeengine.WriteCheck}, and the two flags that tell the kernel when it
 * may merge part of a key's versions ahead of the rest.
 *
 * <h2>Decisions where SEMANTICS is silent (Apache Paimon 1.4.2 behaviour unless noted)</h2>
 * <ul>
 *   <li>Sequence order: {@code sequence.field} values compared left to right, a null value sorting
 *       first in both directions; {@code descending} reverses non-null values; ties go to
 *       arrival, whatever the row kind. Accepted sequence types:
 *       TINYINT..BIGINT, FLOAT, DOUBLE, DECIMAL, DATE, TIME, TIMESTAMP, TIMESTAMP_LTZ.
 *       {@code sequence.auto-padding} (row-kind-flag, second-to-micro, millis-to-micro) is accepted
 *       with a warning and has no effect: Apache Paimon 1.4.2 no longer has the option (a
 *       {@code row-kind-flag} table deletes a row with a {@code -D} of the same sequence value).</li>
 *   <li>With {@code sequence.field}, aggregation and partial-update buffer a key's versions and fold
 *       them in sequence order, so late records still feed sum while last_* pick the newest.</li>
 *   <li>Integral sum/product wrap like Java arithmetic on the column type; DECIMAL results are
 *       rounded HALF_UP to the column's scale and become null on precision overflow (the next input
 *       restarts from itself); integral/DECIMAL product retraction divides (truncating for
 *       integers), a retraction while the product is null leaves it null, division by zero makes
 *       it null; FLOAT/DOUBLE follow IEEE 754.</li>
 *   <li>count = non-null adds minus non-null retractions; tables using it report
 *       {@code associative() == false}: re-merging a merged row would count it once.</li>
 *   <li>collect distinct / listagg distinct keep first occurrences in order; collect retraction
 *       removes one occurrence per retracted element; nested_update without nested-key removes
 *       every equal row; merge_map retraction removes keys whatever their values;
 *       merge_map_with_keytime takes the value ROW field named by fields.&lt;c&gt;.ts-field (default:
 *       the last one) as the entry time, a CHAR / VARCHAR / STRING field (compared as strings, as Paimon 1.4.2
 *       does; another type is refused at CREATE TABLE); ties keep the existing entry.</li>
 *   <li>rbm32 = RoaringBitmap portable bytes, rbm64 = Roaring64Bitmap {@code serialize(DataOutput)},
 *       hll_sketch = DataSketches HLL compact bytes (union result HLL_4), theta_sketch =
 *       DataSketches compact Theta bytes; values are validated at write time.</li>
 *   <li>Results keep first-insertion order for collections, so merges are deterministic.</li>
 *   <li>Input filters also apply inside merges (retractions stored before {@code ignore-delete}
 *       was set are skipped), and a retraction that no longer fits the options is ignored rather
 *       than failing the read.</li>
 * </ul>
 */
package dev.varve.kernel.mergeengine;
