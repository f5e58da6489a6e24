-- exit: 1
-- an append table with 'bucket' = '-1' and a bucket-key
CREATE TABLE T (a INT, b STRING) WITH ('bucket-key' = 'a');
