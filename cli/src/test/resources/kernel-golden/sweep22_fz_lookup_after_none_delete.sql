-- changelog-producer none, then lookup: level-0 records of the none era come out in the first lookup commit's changelog, merged (a key inserted and deleted there: nothing; a key rewritten: +I of its last row); the none-era snapshots have no changelog
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (4, 'x');
DELETE FROM t WHERE k = 1;
INSERT INTO t VALUES (4, 'y');
ALTER TABLE t SET ('changelog-producer' = 'lookup');
INSERT INTO t VALUES (2, 'c'), (3, 'd');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
