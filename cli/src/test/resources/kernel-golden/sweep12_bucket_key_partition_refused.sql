-- exit: 1
-- stderr: ERROR: statement 2
-- a bucket key holding a partition column is refused (Paimon 1.4.2: "Bucket keys [dt, k] should not in partition keys [dt]"); nothing is created
CREATE TABLE A (dt STRING, k INT, v STRING) PARTITIONED BY (dt) WITH ('bucket' = '2', 'bucket-key' = 'k');
CREATE TABLE T (dt STRING, k INT, v STRING, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '2', 'bucket-key' = 'dt,k');
INSERT INTO T VALUES ('d1', 1, 'a');
