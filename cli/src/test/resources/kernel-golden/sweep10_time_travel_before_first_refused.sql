-- exit: 1
-- stderr: ERROR: statement 4
-- stderr: no snapshot earlier than or equal to timestamp [1]
-- batch time travel to a point before the first snapshot fails (Paimon 1.4.2: "There is currently no snapshot earlier than or equal to timestamp")
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO T VALUES (1, 'a');
INSERT INTO T VALUES (2, 'b');
SELECT * FROM T /*+ OPTIONS('scan.timestamp-millis' = '1') */;
