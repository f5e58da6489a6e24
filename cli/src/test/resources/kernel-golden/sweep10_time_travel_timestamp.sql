-- scan.timestamp-millis time travel in the far future (the latest snapshot; before the first: sweep10_time_travel_before_first_refused) and incremental-between-timestamp over the whole history, after a compaction and a delete
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO T VALUES (1, 'a'), (2, 'b');
INSERT INTO T VALUES (1, 'a2'), -D(2, 'b'), (3, 'c');
CALL sys.compact('default.T');
SELECT * FROM T /*+ OPTIONS('scan.timestamp-millis' = '32503680000000') */;
SELECT * FROM T /*+ OPTIONS('incremental-between-timestamp' = '0,32503680000000') */;
