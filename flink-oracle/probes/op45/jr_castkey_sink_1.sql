-- probe: a (k BIGINT, updated) joined with c (k INT, static) into a first-row sink keyed by c.k (the cast side)
-- exit: 1
CREATE TABLE a (k BIGINT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE c (k INT, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE f_c (k INT, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'first-row');
INSERT INTO c VALUES (1, 'p'), (2, 'q'), (3, 'r');
INSERT INTO a VALUES (1, 'a'), (2, 'b'), (3, 'c');
INSERT INTO a VALUES (1, 'a1'), (2, 'bb');
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO f_c SELECT c.k, c.w FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ JOIN c /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ ON a.k = c.k;
SET 'execution.runtime-mode' = 'batch';
SELECT 'f_c', * FROM f_c;
