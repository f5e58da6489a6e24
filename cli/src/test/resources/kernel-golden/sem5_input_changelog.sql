-- SEMANTICS §5: changelog-producer input passes the written records through
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'input');
INSERT INTO T VALUES (1, 'a');
INSERT INTO T VALUES -U(1, 'a'), +U(1, 'b');
INSERT INTO T VALUES -D(1, 'b');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
