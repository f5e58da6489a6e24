-- lookup changelog over several commits with deletes and re-inserts, read from the first snapshot, then the batch result (snapshot ids past 1 differ from Paimon's, which publishes a second COMPACT snapshot per commit: SEMANTICS §7)
-- ordered
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup');
INSERT INTO T VALUES (1, 'a'), (2, 'b');
INSERT INTO T VALUES (1, 'a2'), -D(2, 'b'), (3, 'c');
INSERT INTO T VALUES (2, 'b2'), -D(3, 'c'), (1, 'a2');
INSERT INTO T VALUES -D(9, 'x'), (3, 'c3');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM T;
