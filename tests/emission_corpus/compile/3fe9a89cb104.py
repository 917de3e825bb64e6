


def forward(self, x):
	return x
