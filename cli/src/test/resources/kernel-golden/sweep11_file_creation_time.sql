-- scan.file-creation-time-millis (Paimon's from-file-creation-time scan): time 0 reads every file, a time in the future none; batch and streaming reads, PK and append tables
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
CREATE TABLE A (p STRING, v STRING) PARTITIONED BY (p);
INSERT INTO T VALUES (1, 'x'), (2, 'y');
INSERT INTO T VALUES (1, 'x2'), (3, 'z');
INSERT INTO A VALUES ('a', 'x'), ('b', 'y');
SELECT * FROM T /*+ OPTIONS('scan.file-creation-time-millis' = '0') */;
SELECT * FROM A /*+ OPTIONS('scan.file-creation-time-millis' = '0') */;
SELECT * FROM T /*+ OPTIONS('scan.file-creation-time-millis' = '32503680000000') */;
SELECT * FROM A /*+ OPTIONS('scan.mode' = 'from-file-creation-time', 'scan.file-creation-time-millis' = '32503680000000') */;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.file-creation-time-millis' = '0') */;
SELECT * FROM A /*+ OPTIONS('scan.mode' = 'from-file-creation-time', 'scan.file-creation-time-millis' = '32503680000000') */;
