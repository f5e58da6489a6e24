-- fzag_1477 reduced, the versions of one commit: a nested_update (nested-key id) and a sum column of an aggregation table with the lookup changelog producer take +I, -U, +U, +I of key 3 in one commit; the -U retracts both nested rows of the +I (the map of nested keys empties), the later adds update id 2 in place (strings of one length: Flink keeps the VALUES order); the nested rows come out in Paimon's order (a hash map of the nested keys)
CREATE TABLE t (k INT, v1 ARRAY<ROW<id INT, v STRING>>, v2 INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'changelog-producer' = 'lookup', 'fields.v1.aggregate-function' = 'nested_update', 'fields.v1.nested-key' = 'id', 'fields.v2.aggregate-function' = 'sum');
INSERT INTO t VALUES +I(3, ARRAY[ROW(3, 'x'), ROW(1, 'y')], 1), -U(3, ARRAY[ROW(3, 'x'), ROW(1, 'y')], 1), +U(3, ARRAY[ROW(2, 'y')], 5), +I(3, ARRAY[ROW(3, 'x'), ROW(2, 'w')], 0), +I(4, ARRAY[ROW(1, 'a'), ROW(5, 'b')], 2), -D(4, ARRAY[ROW(5, 'b')], 2);
SELECT * FROM t;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
