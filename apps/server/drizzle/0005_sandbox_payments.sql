CREATE TABLE "sandbox_payments" (
	"order_id" varchar(40) PRIMARY KEY NOT NULL,
	"amount" varchar(20) NOT NULL,
	"callback_url" varchar(300) NOT NULL,
	"status" varchar(12) DEFAULT 'initiated' NOT NULL,
	"transaction_id" varchar(40),
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
