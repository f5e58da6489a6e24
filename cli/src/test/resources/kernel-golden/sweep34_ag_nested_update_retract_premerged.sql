-- not checked against Paimon: Paimon 1.4.2 loses the -U here (its write buffer merges the -U and +U of the second commit into one record starting from a null accumulator, and nested_update's retract of null is null; the merged record then only adds, so the retracted nested row (1, y) comes back: Flink reads [(3, x), (2, w), (1, y)]); SEMANTICS §3 requires retractions never be lost
-- fzag_1477 reduced, the versions in two commits (the fuzz script reads either, as Flink's checkpoints split its streamed changelog): nested_update (nested-key id) and sum under the lookup changelog producer, a -U of both nested rows of the stored +I, then adds in the same commit
CREATE TABLE t (k INT, v1 ARRAY<ROW<id INT, v STRING>>, v2 INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'changelog-producer' = 'lookup', 'fields.v1.aggregate-function' = 'nested_update', 'fields.v1.nested-key' = 'id', 'fields.v2.aggregate-function' = 'sum');
INSERT INTO t VALUES (3, ARRAY[ROW(3, 'x'), ROW(1, 'y')], 1);
INSERT INTO t VALUES -U(3, ARRAY[ROW(3, 'x'), ROW(1, 'y')], 1), +U(3, ARRAY[ROW(2, 'y')], 5), +I(3, ARRAY[ROW(3, 'x'), ROW(2, 'w')], 0);
SELECT * FROM t;
