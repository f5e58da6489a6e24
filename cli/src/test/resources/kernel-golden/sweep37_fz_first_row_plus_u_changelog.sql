-- first-row with the lookup producer: the changelog row of a first-seen key keeps the kind it was written with, as Paimon 1.4.2's first-row lookup passes its merged row through (fuzz16_1625 reduced): an explicit +U of a new key streams as +U; an ignored -U, a later +U or +I of a known key give nothing; fixed and dynamic bucket
CREATE TABLE t (k INT, a INT, b STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row', 'changelog-producer' = 'lookup', 'bucket' = '1', 'first-row.ignore-delete' = 'true');
CREATE TABLE d (k INT, a INT, b STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row', 'changelog-producer' = 'lookup', 'bucket' = '-1', 'first-row.ignore-delete' = 'true', 'num-sorted-run.compaction-trigger' = '2');
INSERT INTO t VALUES (3, 2, 'w'), (1, 8, 'w');
INSERT INTO t VALUES -U(3, 9, 'w'), +U(2, 4, 'x');
INSERT INTO t VALUES +U(1, 4, 'w'), +I(2, 0, 'w'), +U(5, 9, 'z'), (6, 1, 'y');
INSERT INTO d VALUES (3, 2, 'w'), (1, 8, 'w');
INSERT INTO d VALUES -U(3, 9, 'w'), +U(2, 4, 'x');
INSERT INTO d VALUES +U(1, 4, 'w'), +I(2, 0, 'w'), +U(5, 9, 'z'), (6, 1, 'y');
SELECT * FROM t;
SELECT * FROM d;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM d /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
