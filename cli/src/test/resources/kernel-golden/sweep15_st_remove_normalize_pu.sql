-- exit: 1
-- stderr: cannot stream-read table default.p
-- scan.remove-normalize does not make a partial-update table without a changelog producer stream-readable
CREATE TABLE p (k INT, v STRING, w INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update');
INSERT INTO p VALUES (1, 'a', CAST(NULL AS INT));
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM p /*+ OPTIONS('scan.remove-normalize' = 'true') */;
