-- a streaming join of an append table x (k INT) and c (k BIGINT, keyed by k, updated) into a deduplicate sink keyed by c.k
CREATE TABLE x (k INT, v STRING);
CREATE TABLE c (k BIGINT, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE s (k BIGINT, v STRING, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
CREATE TABLE s2 (k BIGINT, v STRING, w STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO x VALUES (1, 'a'), (2, 'b'), (3, 'c');
INSERT INTO c VALUES (1, 'p'), (2, 'q'), (3, 'r');
INSERT INTO c VALUES (1, 'p1'), (2, 'b');
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO s SELECT c.k, x.v, c.w FROM x /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ JOIN c /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ ON x.k = c.k AND x.v <> c.w;
INSERT INTO s2 SELECT c.k, x.v, c.w FROM c /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ JOIN x /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ ON c.k = x.k AND x.v <> c.w;
SET 'execution.runtime-mode' = 'batch';
SELECT 's', * FROM s;
SELECT 's2', * FROM s2;
