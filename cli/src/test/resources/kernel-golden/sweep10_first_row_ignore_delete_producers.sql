-- first-row with first-row.ignore-delete under the none producer (lookup: sweep_first_row_ignore_delete_stream): -D/-U input is dropped, the first row stays, streams show first-seen keys; the streaming read is refused without a changelog producer, as by Paimon 1.4.2's Flink source (flink-oracle)
-- exit: 1
-- stderr: cannot stream-read table default.N: a 'first-row' table without a changelog producer has no changelog to stream
-- ordered
CREATE TABLE N (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row', 'first-row.ignore-delete' = 'true', 'bucket' = '1');
INSERT INTO N VALUES (1, 'a'), (2, 'b');
INSERT INTO N VALUES -D(1, 'a'), -U(2, 'b'), +U(2, 'b2'), (3, 'c');
INSERT INTO N VALUES (1, 'a3'), -D(3, 'c');
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM N;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM N /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
